import { describe, expect, it } from 'vitest';
import { relativeLuminance } from './contrast.ts';
import { familyOf, paletteOf, rampsOf } from './palette.ts';
import { themes } from './themes.ts';

const list = Object.values(themes);

describe('the palette and its ramps', () => {
  it('names the family of a colour by its hue, grey where it has little saturation', () => {
    expect(familyOf('#0b5cad')).toBe('blue');
    expect(familyOf('#6d28d9')).toBe('violet');
    expect(familyOf('#b42318')).toBe('red');
    expect(familyOf('#1e6b34')).toBe('green');
    expect(familyOf('#0e6e7e')).toBe('teal');
    expect(familyOf('#8a4b00')).toBe('orange');
    expect(familyOf('#f4f6f8')).toBe('neutral');
    expect(familyOf('#1a212b')).toBe('neutral');
  });

  it('puts every opaque value of every theme on one ramp, once', () => {
    const onRamps = rampsOf(list).flatMap(({ steps }) => steps.map((step) => step.value));
    const opaque = paletteOf(list)
      .map(({ value }) => value)
      .filter((value) => value.startsWith('#'));
    expect(onRamps.sort()).toEqual(opaque.sort());
  });

  it('orders each ramp from lightest to darkest', () => {
    for (const { family, steps } of rampsOf(list)) {
      const luminances = steps.map((step) => relativeLuminance(step.value));
      expect(luminances, family).toEqual([...luminances].sort((a, b) => b - a));
    }
  });
});
