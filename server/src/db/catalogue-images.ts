/** Locally generated SVG illustrations for the catalogue (no hotlinks): goods gift boxes, courier logos, banners. */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** A gift box whose colour and pattern derive from the goods id, with the goods name under it. */
export function goodsSvg(id: number, name: string): string {
  const hue = (id * 137) % 360;
  const box = `hsl(${hue},65%,55%)`;
  const lid = `hsl(${hue},65%,45%)`;
  const ribbon = `hsl(${(hue + 180) % 360},70%,50%)`;
  const pattern = id % 3;
  const marks =
    pattern === 0
      ? [0, 1, 2, 3].map((i) => `<circle cx="${110 + i * 30}" cy="${200 + (i % 2) * 30}" r="7" fill="#fff" opacity=".5"/>`).join('')
      : pattern === 1
        ? [0, 1, 2].map((i) => `<rect x="70" y="${175 + i * 28}" width="180" height="8" fill="#fff" opacity=".35"/>`).join('')
        : [0, 1, 2, 3].map((i) => `<path d="M${85 + i * 45} 175 l15 25 l-15 25 l-15 -25z" fill="#fff" opacity=".4"/>`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">',
    `<rect width="320" height="320" fill="hsl(${hue},60%,95%)"/>`,
    `<rect x="70" y="150" width="180" height="110" rx="6" fill="${box}"/>`,
    marks,
    `<rect x="60" y="120" width="200" height="36" rx="6" fill="${lid}"/>`,
    `<rect x="150" y="120" width="20" height="140" fill="${ribbon}"/>`,
    `<path d="M160 120 C120 70 95 105 160 120 C225 105 200 70 160 120z" fill="${ribbon}"/>`,
    `<text x="160" y="295" font-size="20" text-anchor="middle" fill="#333" font-family="sans-serif">${escapeXml(name.slice(0, 14))}</text>`,
    `<text x="300" y="24" font-size="12" text-anchor="end" fill="#999" font-family="sans-serif">#${id}</text>`,
    '</svg>',
  ].join('');
}

/** A round badge with the courier's first character. */
export function logoSvg(text: string, hue: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="46" fill="hsl(${hue},70%,45%)"/>`,
    `<text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(text.slice(0, 1))}</text>`,
    '</svg>',
  ].join('');
}

/** A wide banner with a headline. */
export function bannerSvg(headline: string, hue: number, width = 904, height = 360): string {
  const tall = height >= 240;
  const size = tall ? 52 : 40;
  // headline top-left, clear of the banner's button (bottom-left); gift boxes on the right
  const boxes = tall
    ? [
        [width - 300, 110, 150],
        [width - 170, 170, 110],
      ]
    : [[width - 160, 20, 80]];
  const gifts = boxes
    .map(([x, y, s]) => {
      const r = s / 10;
      return [
        `<rect x="${x}" y="${y + s * 0.25}" width="${s}" height="${s * 0.75}" rx="${r}" fill="rgba(255,255,255,0.85)"/>`,
        `<rect x="${x - r}" y="${y + s * 0.1}" width="${s + 2 * r}" height="${s * 0.22}" rx="${r}" fill="#fff"/>`,
        `<rect x="${x + s * 0.44}" y="${y + s * 0.1}" width="${s * 0.12}" height="${s * 0.9}" fill="hsl(${hue},75%,50%)"/>`,
      ].join('');
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue},75%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,45%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    gifts,
    `<text x="56" y="${tall ? 140 : height / 2 + size / 3}" font-size="${size}" font-weight="bold" fill="#fff" font-family="sans-serif">${escapeXml(headline)}</text>`,
    '</svg>',
  ].join('');
}
