// Messages that arrive and UTR reconciliation (issue 33): the console's and the player's views, as
// their schemas say (schemas/messaging.ts).
import type { Static } from '@sinclair/typebox';
import type * as schema from './schemas/messaging';

/** GET /messages/code-status?orderId=: whether the player's code went out (failed: offer to send it again) */
export type CodeDeliveryStatus = Static<typeof schema.CodeDeliveryAnswer>['data'];
export type Delivery = Static<typeof schema.DeliveryRow>;
export type DeliveryAttempt = Static<typeof schema.DeliveryAttempt>;
export type ChannelSettings = Static<typeof schema.ChannelSettings>;
export type ChannelSettingsRequest = Static<typeof schema.ChannelSettingsRequest>;
export type Reconciliation = Static<typeof schema.Reconciliation>;
export type ReconciliationLine = Static<typeof schema.ReconciliationLine>;
