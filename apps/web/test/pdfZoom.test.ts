import { describe, expect, it } from 'vitest';
import { fittingZoom, PDF_ZOOM_PERCENT, stepZoom } from '../src/features/correspondence/templateEditor/pdfZoom';

describe('the template editor’s PDF zoom (spec 2 §9: steps of 0.1 from 0.2 to 2)', () => {
  it('is held in whole percent from 20 to 200, in steps of 10, starting at 100', () => {
    expect(PDF_ZOOM_PERCENT).toEqual({ min: 20, max: 200, step: 10, initial: 100 });
  });

  it('steps in and out by 10 without drifting, and stops at the limits', () => {
    let zoom: number = PDF_ZOOM_PERCENT.initial;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) seen.push((zoom = stepZoom(zoom, 1)));
    expect(seen).toEqual([110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 200, 200]);
    for (let i = 0; i < 20; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(20);
    expect(stepZoom(20, -1)).toBe(20);
    expect(stepZoom(20, 1)).toBe(30);
  });

  it('starts at the largest step whose page width fits the preview, never above 100 nor below 20', () => {
    expect(fittingZoom(600)).toBe(60);
    expect(fittingZoom(859)).toBe(90);
    expect(fittingZoom(2000)).toBe(100);
    expect(fittingZoom(100)).toBe(20);
    expect(fittingZoom(0)).toBe(100);
  });
});
