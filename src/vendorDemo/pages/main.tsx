import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/locales';
import { loadCatalogue } from '../../shared/i18nResources';
import { koreanParticles } from '../../shared/korean/particles';
import { isDemoGameId, type DemoGameId } from '../rules/games';
import { openGame } from './api';
import { GameApp } from './GameApp';

/** `/vendor/demo/play/<gameId>?code=…&lang=…`: the game, the launch's one-time code, the language. */
function launchParams() {
  const query = new URLSearchParams(window.location.search);
  const gameId = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  const lang = query.get('lang') ?? '';
  return {
    gameId: isDemoGameId(gameId) ? gameId : null,
    code: query.get('code') ?? '',
    lang: ((LANGUAGES as readonly string[]).includes(lang) ? lang : DEFAULT_LANGUAGE) as Language,
  };
}

/**
 * The player token: the code is exchanged once and leaves the address at once; the token is kept
 * in this window's session storage, so a reload plays on (and nothing of it is in the history).
 */
async function playerToken(gameId: DemoGameId, code: string, lang: Language): Promise<string> {
  const key = `vendor-demo.token.${gameId}`;
  if (!code) return sessionStorage.getItem(key) ?? '';
  window.history.replaceState(null, '', `${window.location.pathname}?${new URLSearchParams({ lang }).toString()}`);
  const token = await openGame(code, gameId);
  if (token) sessionStorage.setItem(key, token);
  return token;
}

const params = launchParams();
void (async () => {
  const token = params.gameId ? await playerToken(params.gameId, params.code, params.lang) : '';
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [params.lang]: { translation: await loadCatalogue(params.lang) },
  };
  await i18next
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      lng: params.lang,
      fallbackLng: params.lang,
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      postProcess: [koreanParticles.name],
    });
  document.documentElement.lang = params.lang;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GameApp gameId={params.gameId} token={token} lang={params.lang} />
    </StrictMode>,
  );
})();
