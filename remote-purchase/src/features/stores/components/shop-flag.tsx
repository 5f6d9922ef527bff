import { FLAG_COLOURS, PLATFORMS, type FlagColour } from 'shared-contracts';

/** The platform's flags in its own order (flag n of an order = flags[n - 1]; 0 = none). */
export const platformFlags = (platform: number | null): readonly FlagColour[] => PLATFORMS.find((p) => p.id === platform)?.flags ?? [];

/** A small coloured flag (the shop back offices' 旗帜). */
export function FlagIcon({ colour, size = 14 }: { colour: FlagColour; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden focusable="false" style={{ verticalAlign: '-2px', flex: 'none' }}>
      <path d="M3 1.5v13" stroke="#595959" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M3.7 2h9.8l-2.4 3.4 2.4 3.4H3.7z" fill={FLAG_COLOURS[colour].color} />
    </svg>
  );
}

/** An order's flag: the coloured flag and its name, or — without one. */
export function ShopFlag({ platform, flag }: { platform: number | null; flag: number }) {
  const colour = flag > 0 ? platformFlags(platform)[flag - 1] : undefined;
  if (!colour) return <span aria-label="无旗帜">—</span>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <FlagIcon colour={colour} />
      {FLAG_COLOURS[colour].name}
    </span>
  );
}
