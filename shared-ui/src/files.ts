// `shared-ui/files`: a file the API makes (a receipt, a report), downloaded with the session and
// saved as sent. Apart from `shared-ui/lists`, so a screen with a download and no list (the student
// dashboard) does not load the lists' parts.
export { DownloadButton, type DownloadButtonProps } from './files/DownloadButton';
