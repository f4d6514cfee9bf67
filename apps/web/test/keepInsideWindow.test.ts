import { describe, expect, it } from 'vitest';
import { shiftInside } from '../src/components/keepInsideWindow';

describe('shiftInside', () => {
  it('leaves a box inside the window alone', () => {
    expect(shiftInside({ left: 10, top: 10, right: 110, bottom: 60 }, 800, 600)).toEqual({ dx: 0, dy: 0 });
  });

  it('pushes a box back from each edge', () => {
    expect(shiftInside({ left: -30, top: -5, right: 70, bottom: 95 }, 800, 600)).toEqual({ dx: 30, dy: 5 });
    expect(shiftInside({ left: 750, top: 580, right: 850, bottom: 630 }, 800, 600)).toEqual({ dx: -50, dy: -30 });
  });

  it('keeps the top-left corner visible when the box is larger than the window', () => {
    expect(shiftInside({ left: 100, top: 50, right: 1100, bottom: 850 }, 800, 600)).toEqual({ dx: -100, dy: -50 });
  });
});
