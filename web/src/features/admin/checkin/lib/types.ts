import type { CheckInManifestQuery, CheckInSlotsQuery } from '@/generated/graphql';

/** One booking of a slot's manifest, as the GraphQL `manifest` query answers it (codegen'd). */
export type ManifestRow = CheckInManifestQuery['manifest'][number];

/** One slot of the day, as the GraphQL `manifestSlots` query answers it (codegen'd). */
export type SlotSummary = CheckInSlotsQuery['manifestSlots'][number];
