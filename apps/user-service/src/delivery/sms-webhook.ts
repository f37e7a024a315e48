import type { Delivery } from './delivery.ts';

/** SMS through an HTTP hook: POST `{ to, text }` as JSON; any status but 2xx is a failure. */
export function smsWebhookDelivery(url: string, fetcher: typeof fetch = fetch): Delivery {
  return {
    async send(message) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS hook answered ${response.status}`);
    },
  };
}
