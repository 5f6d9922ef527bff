import type { ThemeConfig } from 'antd';

/**
 * The one set of colours every package draws with (antd design tokens; styled-components reads the same
 * tokens through the theme). Chosen for WCAG 2.1 AA contrast (4.5:1 for text): the e2e accessibility test
 * (axe-core) keeps every page at zero serious violations, so a colour changed here is measured there.
 *
 * Brand: a warm gift red, #d02b31 — the former #e4393c darkened just enough that white text on it (5.2:1) and
 * it as text on white (5.2:1) and on its own light tint (colorPrimaryBg, 4.7:1) read clearly.
 */
export const BRAND_RED = '#d02b31';

/**
 * Text greys as black with alpha, so they stay readable on the light greys of cards and table headers too:
 * secondary text (labels) 0.65, tertiary / description text (hints, empty notes, captions) 0.6 — antd's 0.45
 * was 3.4:1 on white —, placeholders 0.55 (4.7:1 on white). Disabled text keeps antd's lighter grey (WCAG
 * exempts disabled controls).
 */
const TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorIcon: 'rgba(0, 0, 0, 0.6)',
};

/**
 * Tags draw `<colour>-7` text on `<colour>-1`, and the status tags (success, warning …) the status colour on its
 * light background; for the light palettes that is 1.4–4.4:1. In tags only, these shades are darker (≥ 5:1).
 */
const TAG_TEXT = {
  gold7: '#874d00',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
};

export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    // antd derives a lighter hover (white on it 3.9:1); a slightly darker red keeps hovered buttons readable
    colorPrimaryHover: '#bd2530',
    colorLinkHover: '#bd2530',
    // antd draws the keyboard focus ring (:focus-visible) in this colour: its pale default was 1.5:1 on white,
    // WCAG asks 3:1 of a focus indicator
    colorPrimaryBorder: '#e0585c',
    // error text, danger buttons and links: antd's #ff4d4f is 3.2:1 on white
    colorError: '#cf1322',
    ...TEXT,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Tag: TAG_TEXT,
  },
};
