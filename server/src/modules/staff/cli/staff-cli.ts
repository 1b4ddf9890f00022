import {
  isMessageKey,
  messageLoaders,
  STAFF_ROLES,
  StaffCreateBodySchema,
  StaffDisableByEmailBodySchema,
  StaffEmailBodySchema,
  type StaffCreateBody,
  type StaffCreated,
  type StaffSummary,
} from '@amora/contracts';
import { CliError } from '../../../lib/admin-cli.js';

export { CliError };

/**
 * `npm run staff -- <command>`: staff accounts from the command line. The same operations as
 * `/api/admin/staff`, behind one interface, so the command works through the running server
 * (the embedded PGlite has one owner, the server) or, with `DATABASE_URL`, on PostgreSQL directly.
 */
export interface StaffBackend {
  add(input: StaffCreateBody): Promise<StaffCreated>;
  disable(email: string, reason: string): Promise<StaffSummary>;
  reset(email: string): Promise<StaffCreated>;
  list(): Promise<StaffSummary[]>;
}

export const USAGE = `npm run staff -- <command>
  add <email> <role…> [--name "<name>"]   a new staff member; prints the one-time set-up link
  disable <email> [<reason…>]             disable the account and end its sessions at once
  reset <email>                           a new set-up link (lost authenticator, expired link); ends their sessions
  list                                    every staff member with roles and state
Roles: ${STAFF_ROLES.join(', ')}.
Environment: STAFF_API_URL (default http://127.0.0.1:$PORT) with STAFF_ADMIN_TOKEN (default: the token the
  server keeps in DATA_DIR/staff-admin-token), or DATABASE_URL for PostgreSQL directly.`;

const DEFAULT_DISABLE_REASON = 'disabled from the command line';

type English = Awaited<ReturnType<(typeof messageLoaders)['en']>>;

/** The schema's refusals in English (its messages are keys of the shared catalogue). */
function fieldsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, english: English): string {
  return issues
    .map((issue) => {
      const text = isMessageKey(issue.message) ? english[issue.message] : issue.message;
      return `${issue.path.map(String).join('.') || 'input'}: ${text}`;
    })
    .join('\n');
}

function parseAdd(args: string[], english: English): StaffCreateBody {
  const rest = [...args];
  let name: string | undefined;
  const nameAt = rest.indexOf('--name');
  if (nameAt !== -1) {
    name = rest[nameAt + 1];
    if (name === undefined) throw new CliError(`--name needs a value\n${USAGE}`);
    rest.splice(nameAt, 2);
  }
  const [email, ...roles] = rest;
  if (!email || roles.length === 0) throw new CliError(`add needs an e-mail address and a role\n${USAGE}`);
  const checked = StaffCreateBodySchema.safeParse({ email, roles, ...(name === undefined ? {} : { name }) });
  if (!checked.success) throw new CliError(fieldsOf(checked.error.issues, english));
  return checked.data;
}

function line(member: StaffSummary): string {
  const state = member.disabled ? 'disabled' : member.enrolled ? 'active' : 'set-up pending';
  return `${member.id}\t${member.email}\t${member.name}\t${member.roles.join(',')}\t${state}`;
}

/** Runs one command; answers the exit code. */
export async function runStaffCommand(
  argv: string[],
  backend: StaffBackend,
  print: (text: string) => void,
): Promise<number> {
  const [command, ...args] = argv;
  const english = await messageLoaders.en();
  switch (command) {
    case 'add': {
      const created = await backend.add(parseAdd(args, english));
      print(`Added ${created.staff.email} (${created.staff.roles.join(', ')}).`);
      print(`One-time set-up link (valid until ${created.expires_at}; give it to them privately):`);
      print(created.setup_url);
      return 0;
    }
    case 'disable': {
      const [email, ...words] = args;
      const checked = StaffDisableByEmailBodySchema.safeParse({
        email,
        reason: words.join(' ') || DEFAULT_DISABLE_REASON,
      });
      if (!checked.success) throw new CliError(fieldsOf(checked.error.issues, english));
      const member = await backend.disable(checked.data.email, checked.data.reason);
      print(`Disabled ${member.email}; every session of theirs has ended.`);
      return 0;
    }
    case 'reset': {
      const checked = StaffEmailBodySchema.safeParse({ email: args[0] });
      if (!checked.success) throw new CliError(fieldsOf(checked.error.issues, english));
      const reset = await backend.reset(checked.data.email);
      print(`New set-up for ${reset.staff.email}: password and authenticator cleared, sessions ended.`);
      print(`One-time set-up link (valid until ${reset.expires_at}; give it to them privately):`);
      print(reset.setup_url);
      return 0;
    }
    case 'list': {
      const staff = await backend.list();
      print(staff.length ? staff.map(line).join('\n') : 'No staff yet: npm run staff -- add <email> admin');
      return 0;
    }
    default:
      throw new CliError(USAGE);
  }
}
