import { FakeCaptcha } from '../test-support/harness';
import { CAPTCHA_CHARS, svgCaptchaProvider } from './captcha';

/** Characters a person (or a machine's guess) confuses with another one. */
const LOOK_ALIKES = '0oODQ1iIlL2Zz5Ss6bG8B9gq';

describe('the image captcha', () => {
  const samples = Array.from({ length: 200 }, () => svgCaptchaProvider.create());

  it('draws four characters from a set without look-alikes', () => {
    for (const char of LOOK_ALIKES) expect(CAPTCHA_CHARS).not.toContain(char);
    for (const { text } of samples) {
      expect(text).toHaveLength(4);
      for (const char of text) expect(CAPTCHA_CHARS).toContain(char);
    }
    // every allowed character turns up (the text is random, not a few fixed ones)
    const seen = new Set(samples.flatMap(({ text }) => [...text]));
    expect(seen.size).toBeGreaterThan(CAPTCHA_CHARS.length * 0.8);
  });

  it('is coloured, on a light background, with at least six noise curves and a slight warp', () => {
    for (const { svg } of samples.slice(0, 20)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"[^>]*>/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toMatch(/<rect width="100%" height="100%" fill="#[e-f][0-9a-f][e-f][0-9a-f][e-f][0-9a-f]"\/>/);
      const curves = svg.match(/<path d="M[^"]*" stroke="[^"]+" fill="none"\/>/g) ?? [];
      expect(curves.length).toBeGreaterThanOrEqual(6);
      // the four characters, each filled with a colour (not a grey)
      const glyphs = [...svg.matchAll(/<path fill="(#[0-9a-f]{6}|rgb[^"]*)" d=/gi)].map((match) => match[1]);
      expect(glyphs).toHaveLength(4);
      expect(glyphs.some((colour) => !/^#(\w\w)\1\1$/i.test(colour))).toBe(true);
      // the warp: turbulence displacing the drawing, plus a skew
      expect(svg).toMatch(/<feTurbulence [^>]*seed="\d+"/);
      expect(svg).toMatch(/<feDisplacementMap [^>]*scale="[3-5]"/);
      expect(svg).toMatch(/<g filter="url\(#w\)" transform="[^"]*skewX\(-?\d\)/);
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
    // the warp differs from one image to the next
    expect(new Set(samples.map(({ svg }) => /seed="(\d+)"/.exec(svg)?.[1])).size).toBeGreaterThan(100);
  });

  it('keeps the tests’ fake captcha a drop-in provider', () => {
    const fake = new FakeCaptcha();
    expect(fake.create()).toEqual({ text: 'Ab3d', svg: expect.stringContaining('<svg') });
  });
});
