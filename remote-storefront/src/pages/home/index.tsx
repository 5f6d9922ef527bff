import { HomeBlocks } from '../../features/home/components/home-blocks';
import { NoticeDialog } from '../../features/home/components/notice-dialog';
import { Slogans } from '../../features/home/components/slogans';
import { useReferCode } from '../../features/home/hooks/use-refer-code';

/** Home (SPEC §2.3): built from the server's layout blocks, or the fallback layout when there are none. */
export function HomePage() {
  useReferCode();
  return (
    <div data-testid="home-page">
      <HomeBlocks />
      <Slogans />
      <NoticeDialog />
    </div>
  );
}
