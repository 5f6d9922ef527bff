import { randomInt } from 'node:crypto';
import svgCaptcha, { type ConfigObject } from 'svg-captcha';

/** Draws an image captcha: the answer text and the SVG markup. */
export interface CaptchaProvider {
  create(): { text: string; svg: string };
}

/**
 * The characters drawn, without look-alikes: no 0/O/o/D/Q, 1/I/i/l/L, 2/Z/z, 5/S/s, 6/b/G, 8/B,
 * 9/g/q. Answers are compared case-insensitively, so c/C, k/K, … are the same answer.
 */
export const CAPTCHA_CHARS = 'ACEFHJKMNPRTUVWXYacdefhjkmnprtuvwxy347';
export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** svg-captcha's module is itself a function drawing a given text (its typings omit that signature). */
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

const pick = (min: number, max: number) => randomInt(min, max + 1);

/** Light pastel backgrounds: the library then draws each character and line in a contrasting colour. */
function lightBackground(): string {
  const channel = () => pick(0xe6, 0xfa).toString(16);
  return `#${channel()}${channel()}${channel()}`;
}

/**
 * The slight warp: a turbulence field (random seed) displacing the drawing by a few pixels, plus a
 * small skew of the whole image. Enough to break the straight glyph outlines a machine would match,
 * small enough that a person still reads every character. Works in an <img> (no outside resources).
 */
function distort(svg: string): string {
  const open = svg.indexOf('>') + 1;
  const close = svg.lastIndexOf('</svg>');
  if (open <= 0 || close < open) return svg;
  const seed = pick(1, 9999);
  const frequency = (pick(20, 35) / 1000).toFixed(3);
  const scale = pick(3, 5);
  const skew = pick(-8, 8);
  const filter =
    `<defs><filter id="w" x="-5%" y="-5%" width="110%" height="110%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="n"/>` +
    `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter></defs>`;
  const body = svg.slice(open, close);
  // the background rect stays outside the warp (its edges would show)
  const background = /^<rect [^>]*\/>/.exec(body)?.[0] ?? '';
  const drawing = body.slice(background.length);
  return `${svg.slice(0, open)}${filter}${background}<g filter="url(#w)" transform="translate(${WIDTH / 2} ${HEIGHT / 2}) skewX(${skew}) translate(${-WIDTH / 2} ${-HEIGHT / 2})">${drawing}</g></svg>`;
}

export const svgCaptchaProvider: CaptchaProvider = {
  create() {
    // the text from the crypto RNG (svg-captcha's own uses Math.random), drawn by svg-captcha
    const text = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)]).join('');
    const svg = drawText(text, {
      width: WIDTH,
      height: HEIGHT,
      fontSize: 46,
      // crossing curves in colour, over and under the characters
      noise: 6,
      color: true,
      background: lightBackground(),
    });
    return { text, svg: distort(svg) };
  },
};
