// The registry's remotes on the federation runtime live in @amora/platform (the staff console
// loads its pages the same way); the shell's modules and their tests import them from here.
export { loadRemote, registerRemotes, type RemoteRef } from '@amora/platform';
