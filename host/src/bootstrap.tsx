import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadSiteConfig } from './app/site-config';
import { setUpRemotes } from './app/remotes';
import './app/provided-shares';

async function start() {
  const site = await loadSiteConfig();
  setUpRemotes(site.remotes);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
