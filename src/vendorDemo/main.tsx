import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/locales';
import { loadCatalogue } from '../shared/i18nResources';
import { isDemoGameId } from '../shared/demoGames/games';
import { GameApp } from './GameApp';

/** `/vendor/demo/play/<gameId>?token=…&lang=…`: the game, the player session token, the language. */
function launchParams() {
  const query = new URLSearchParams(window.location.search);
  const gameId = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  const lang = query.get('lang') ?? '';
  return {
    gameId: isDemoGameId(gameId) ? gameId : null,
    token: query.get('token') ?? '',
    lang: ((LANGUAGES as readonly string[]).includes(lang) ? lang : DEFAULT_LANGUAGE) as Language,
  };
}

const params = launchParams();
void (async () => {
  const resources: Record<string, { translation: Record<string, unknown> }> = { [params.lang]: { translation: await loadCatalogue(params.lang) } };
  await i18next.use(initReactI18next).init({ lng: params.lang, fallbackLng: params.lang, resources, interpolation: { escapeValue: false }, returnNull: false });
  document.documentElement.lang = params.lang;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GameApp gameId={params.gameId} token={params.token} lang={params.lang} />
    </StrictMode>,
  );
})();
