// Where the platform serves an activity's uploaded pictures (the /images/* route, app.ts).
export const imageUrl = (folder: string, activityId: number, fileName: string) =>
  `/images/${folder}/${activityId}/${encodeURIComponent(fileName)}`;
