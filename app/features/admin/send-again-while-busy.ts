/**
 * How many times a form the server refused as busy (every password check was taken: it answers at
 * once rather than queueing) is sent again by itself before the person is left to try.
 */
export const MAX_AUTOMATIC_RETRIES = 3;

/**
 * Sends with `send` and, while the answer says the server was busy (`busyWait` names the seconds to
 * wait), waits that long and sends again, a few times at most, telling `onWaiting` when a wait
 * starts and when the last answer is in. Answers the last answer.
 */
export async function sendAgainWhileBusy<T>(send: () => Promise<T>, busyWait: (answer: T) => number | undefined, onWaiting: (waiting: boolean) => void): Promise<T> {
  let answer = await send();
  for (let retries = 0; retries < MAX_AUTOMATIC_RETRIES; retries += 1) {
    const wait = busyWait(answer);
    if (!wait) break;
    onWaiting(true);
    await new Promise((over) => setTimeout(over, wait * 1000));
    answer = await send();
  }
  onWaiting(false);
  return answer;
}
