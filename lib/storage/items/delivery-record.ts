import { z } from 'zod';
import { deliveredImport } from '../../outbox/entry';
import { stampVersion } from '../migrations';
import { defineStoredItem } from '../stored-item';

/** One line of the delivery log. Version 1 was an element of the list under `delivered:<userKey>`. */
export const deliveryRecord = defineStoredItem({
  name: 'delivery-record',
  location: "IndexedDB cv-importer-outbox/outbox, key ['delivered', userKey, id] (v1: lists under 'delivered:<userKey>')",
  version: 2,
  schema: deliveredImport.extend({ version: z.literal(2) }),
  migrations: { 2: stampVersion(2) },
});
