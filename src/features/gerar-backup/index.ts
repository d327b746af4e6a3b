export { BackupButton } from './ui/backup-button'
