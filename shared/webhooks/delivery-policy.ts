import type { Config } from '../../config/index.js';
import { DestinationGuard } from './destination.js';
import { WebhookSender } from './sender.js';

/** The destination rules of the settings (docs/webhooks.md "Safety"). */
export function destinationGuardOf(config: Config): DestinationGuard {
  return new DestinationGuard({
    allowPrivate: config.webhooks.allowPrivateDestinations,
    requireHttps: config.env !== 'development' && config.env !== 'test',
    dnsServers: config.webhooks.dnsServers,
    allowedPorts: config.webhooks.allowedPorts,
  });
}

/** The HTTP sender of the settings. */
export function webhookSenderOf(config: Config): WebhookSender {
  return new WebhookSender({ guard: destinationGuardOf(config), timeoutMs: config.webhooks.timeoutMs, responseBodyLimitBytes: config.webhooks.responseBodyLimitBytes });
}
