import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadSiteConfig } from './app/site-config';
import { preloadOpenedPage } from './app/preload-opened-page';
import { setUpRemotes } from './app/remotes';
import './app/provided-shares';

async function start() {
  const site = await loadSiteConfig();
  setUpRemotes(site.remotes);
  // the opened page's remote entry and chunk load while the shell renders (waiting for them first measured no sooner)
  preloadOpenedPage(site);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
