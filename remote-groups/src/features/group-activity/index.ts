// A group's Activity (the audit trail of its record); the group cards show its button.
export { GroupActivityButton } from './components/GroupActivityButton';
