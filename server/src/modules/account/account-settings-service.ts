import {
  EMAIL_NOTIFICATION_TYPES,
  type AccountSettings,
  type AccountSettingsUpdate,
  type NOTIFICATION_DISABLED_REASONS,
} from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { syncSearchable } from '../../core/member-rules.js';

type Row = Pick<
  typeof users.$inferSelect,
  | 'email'
  | 'emailNotifications'
  | 'invisible'
  | 'privacy'
  | 'readReceipts'
  | 'showActivity'
  | 'notificationsDisabled'
>;

function present(row: Row): AccountSettings {
  const notifications = Object.fromEntries(
    EMAIL_NOTIFICATION_TYPES.map((type) => [type, row.emailNotifications[type] !== false]),
  ) as AccountSettings['email_notifications'];
  return {
    email: row.email,
    email_notifications: notifications,
    invisible: row.invisible,
    privacy: row.privacy,
    read_receipts: row.readReceipts,
    show_activity: row.showActivity,
    notifications_disabled: row.notificationsDisabled as Array<
      (typeof NOTIFICATION_DISABLED_REASONS)[number]
    >,
  };
}

async function loadRow(ctx: AppContext, userId: number): Promise<Row> {
  const [row] = await ctx.db
    .select({
      email: users.email,
      emailNotifications: users.emailNotifications,
      invisible: users.invisible,
      privacy: users.privacy,
      readReceipts: users.readReceipts,
      showActivity: users.showActivity,
      notificationsDisabled: users.notificationsDisabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  return row;
}

export async function getAccountSettings(ctx: AppContext, userId: number): Promise<AccountSettings> {
  return present(await loadRow(ctx, userId));
}

/** Notification switches, invisible and privacy mode, read receipts; re-enabling clears the disabled reasons. */
export async function updateAccountSettings(
  ctx: AppContext,
  userId: number,
  update: AccountSettingsUpdate,
): Promise<AccountSettings> {
  const current = await loadRow(ctx, userId);
  const values: Partial<typeof users.$inferInsert> = {};
  if (update.email_notifications)
    values.emailNotifications = { ...current.emailNotifications, ...update.email_notifications };
  if (update.invisible !== undefined) values.invisible = update.invisible;
  if (update.privacy !== undefined) values.privacy = update.privacy;
  if (update.read_receipts !== undefined) values.readReceipts = update.read_receipts;
  if (update.show_activity !== undefined) values.showActivity = update.show_activity;
  if (update.reenable_notifications) values.notificationsDisabled = [];
  if (Object.keys(values).length > 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set(values).where(eq(users.id, userId));
      if (update.invisible !== undefined) await syncSearchable(tx, userId);
    });
  }
  return present(await loadRow(ctx, userId));
}
