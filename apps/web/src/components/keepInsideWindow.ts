export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The shift that brings a box back inside the window: a box larger than the window keeps its
 * top-left corner visible (that is where a dialog's title, the drag handle, is).
 */
export function shiftInside(box: Box, windowWidth: number, windowHeight: number): { dx: number; dy: number } {
  const axis = (start: number, end: number, size: number) => {
    if (start < 0) return -start;
    if (end > size) return Math.max(size - end, -start);
    return 0;
  };
  return { dx: axis(box.left, box.right, windowWidth), dy: axis(box.top, box.bottom, windowHeight) };
}
