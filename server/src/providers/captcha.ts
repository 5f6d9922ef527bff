import svgCaptcha from 'svg-captcha';

/** Draws an image captcha: the answer text and the SVG markup. */
export interface CaptchaProvider {
  create(): { text: string; svg: string };
}

export const svgCaptchaProvider: CaptchaProvider = {
  create() {
    const { text, data } = svgCaptcha.create({
      size: 4,
      noise: 3,
      color: true,
      ignoreChars: '0oO1iIlL',
      width: 120,
      height: 40,
    });
    return { text, svg: data };
  },
};
