import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLocale } from './app/app-settings';
import { loadInterfaceLocale } from './app/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
const root: HTMLElement = rootElement;

const render = (): void =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
/** Only the language shown is downloaded first: three tries, 1 s and 2 s apart, before a bilingual notice. */
async function start(): Promise<void> {
  const locale = startLocale();
  for (const pause of [1000, 2000, 0]) {
    try {
      await loadInterfaceLocale(locale);
      render();
      return;
    } catch (error) {
      console.error('language not loaded', error);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  root.textContent = 'The application could not be loaded: check the connection and reload the page. / Az alkalmazás nem töltődött be: ellenőrizze a kapcsolatot, és töltse újra az oldalt.';
}
void start();
