import {
  GameState,
  GetGameRequest,
  LaunchRequest,
  LaunchResponse,
  ResultList,
  ResultListRequest,
} from '../api/minigame';
import { endpoint, guest, member } from './endpoint';

/** §7 /api/minigame/*: the house minigames (DESIGN: Games). */
export const minigame = {
  state: endpoint({
    path: '/api/minigame/getGame/:type',
    body: GetGameRequest,
    response: GameState,
    access: guest,
    summary: 'Current round, odds, rules, recent results and my bets in it',
  }),
  launch: endpoint({
    path: '/api/minigame/getGame',
    body: LaunchRequest,
    response: LaunchResponse,
    access: member,
    summary: '§7 mini launch: the viewer address in the member front',
  }),
  results: endpoint({
    path: '/api/minigame/powerballResult',
    body: ResultListRequest,
    response: ResultList,
    access: guest,
    summary: 'Finished rounds of one game with their seeds, newest first',
  }),
};
