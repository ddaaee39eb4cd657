// Channel names. One private channel per user, named as Laravel Echo / pusher-js expect
// ("private-" prefix): private-user.<userId>.

const USER_CHANNEL =
  /^private-user\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function userChannel(userId: string): string {
  return `private-user.${userId}`;
}

/** The user id of a private user channel, or null for any other name. */
export function userIdOfChannel(channel: string): string | null {
  return USER_CHANNEL.exec(channel)?.[1]?.toLowerCase() ?? null;
}

/** A user may subscribe to their own user channel only. */
export function canSubscribe(userId: string, channel: string): boolean {
  return userIdOfChannel(channel) === userId.toLowerCase();
}
