import { HomeBlocks, NoticeBar, NoticeDialog, Slogans, useReferCode, useRestOfHome } from '../../features/home';

/**
 * Home (SPEC §2.3): built from the server's layout blocks, or the fallback layout when there are none. What lies
 * below the first screen (later blocks, the slogans) renders just after it.
 */
export function HomePage() {
  useReferCode();
  const rest = useRestOfHome();
  return (
    <div data-testid="home-page">
      <NoticeBar />
      <HomeBlocks rest={rest} />
      {rest ? <Slogans /> : null}
      <NoticeDialog />
    </div>
  );
}
