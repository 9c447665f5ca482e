import { router } from '../../trpc';
import {
  createLabWebhook,
  createOrgWebhook,
  deleteLabWebhook,
  deleteOrgWebhook,
  listLabWebhookDeliveries,
  listLabWebhooks,
  listOrgWebhookDeliveries,
  listOrgWebhooks,
} from './webhook-procedures';

export const webhooksRouter = router({
  createLab: createLabWebhook,
  listLab: listLabWebhooks,
  deleteLab: deleteLabWebhook,
  labDeliveries: listLabWebhookDeliveries,
  createOrg: createOrgWebhook,
  listOrg: listOrgWebhooks,
  deleteOrg: deleteOrgWebhook,
  orgDeliveries: listOrgWebhookDeliveries,
});
