export { SpendingControlsPanel } from './SpendingControlsPanel';
