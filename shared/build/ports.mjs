/** Fixed development and demo ports (DESIGN §5). */
export const APP_PORTS = {
  shell: 3000,
  mfe_auth: 3001,
  mfe_championships: 3002,
  mfe_players: 3003,
  mfe_arenas: 3004,
  mfe_profile: 3005,
  mfe_organizer: 3006,
};
export const API_PORT = 4000;
