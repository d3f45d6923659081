// The home's content for template V (SPEC §2, issue 9): the activity's video, full width on a
// phone, its room kept while it loads. It never starts by itself: the customer presses play on
// the player's own controls (keyboard and screen reader reachable), and it plays in the page.
import Box from '@mui/material/Box';

export function HomeVideo({ label, url }: { label: string; url: string }) {
  return (
    <Box
      component="video"
      src={url}
      controls
      playsInline
      // Enough to show its first picture and its length, without downloading it all.
      preload="metadata"
      aria-label={label}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 2,
        bgcolor: 'black',
        boxShadow: 1,
      }}
    />
  );
}
