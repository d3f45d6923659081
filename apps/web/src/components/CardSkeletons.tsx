// What a list of cards shows while its first page loads: three rounded placeholders of the
// cards' height, the stack marked busy.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function CardSkeletons({ height, testId }: { height: number; testId?: string }) {
  return (
    <Stack spacing={1} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={height} data-testid={testId} />
      ))}
    </Stack>
  );
}
