import { HomeBlocks, NoticeBar, NoticeDialog, Slogans, useReferCode } from '../../features/home';

/** Home (SPEC §2.3): built from the server's layout blocks, or the fallback layout when there are none. */
export function HomePage() {
  useReferCode();
  return (
    <div data-testid="home-page">
      <NoticeBar />
      <HomeBlocks />
      <Slogans />
      <NoticeDialog />
    </div>
  );
}
