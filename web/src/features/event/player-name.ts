/** How a player is named in lists, dialogs and questions. */
export function playerName(player: { readonly firstName: string; readonly lastName: string }): string {
  return `${player.firstName} ${player.lastName}`.trim();
}
