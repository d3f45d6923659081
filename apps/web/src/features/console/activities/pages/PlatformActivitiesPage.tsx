// Every activity, for the super admin (issue 25): switched-off ones too, with their members and
// admins, found by name or address; onboarding a business; switching one off (asked first: its
// customers and staff no longer reach it) and on again.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import type { PlatformActivity } from '@tessera/domain';
import { useState } from 'react';
import { type DataColumn, DataTable, useTableQuery } from '../../../../components/DataTable.tsx';
import { EmailText } from '../../../../components/EmailText.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { usePlatformActivities, useSwitchActivity } from '../api/platform-activities.ts';
import { OnboardingDialog } from '../components/OnboardingDialog.tsx';

function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: `#${color}`, flexShrink: 0 }}
    />
  );
}

export default function PlatformActivitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('platform.title'));
  const table = useTableQuery<'name'>({ sortBy: 'name' });
  const activities = usePlatformActivities(table.query);
  const switchActivity = useSwitchActivity();
  const [confirm, confirmDialog] = useConfirm();
  const [creating, setCreating] = useState(false);

  const toggle = async (a: PlatformActivity) => {
    if (a.active) {
      const yes = await confirm({
        title: t('platform.offTitle', { name: a.name }),
        message: t('platform.offMessage', { name: a.name }),
        cancelLabel: t('platform.cancel'),
        confirmLabel: t('platform.offConfirm'),
      });
      if (!yes) return;
    }
    switchActivity.mutate(
      { id: a.id, active: !a.active },
      {
        onSuccess: () =>
          notify.success(
            t(a.active ? 'platform.switchedOff' : 'platform.switchedOn', { name: a.name }),
          ),
      },
    );
  };
  const activeSwitch = (a: PlatformActivity) => (
    <Switch
      checked={a.active}
      onChange={() => void toggle(a)}
      slotProps={{ input: { 'aria-label': t('platform.activeOf', { name: a.name }) } }}
    />
  );
  const admins = (a: PlatformActivity) =>
    a.admins.length ? (
      a.admins.map((e) => <EmailText key={e} email={e} sx={{ display: 'block' }} />)
    ) : (
      <Chip size="small" variant="outlined" label={t('platform.noAdmin')} />
    );
  const columns: DataColumn<PlatformActivity, 'name'>[] = [
    {
      key: 'name',
      header: t('platform.name'),
      sort: 'name',
      cell: (a) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Swatch color={a.color} />
          {a.name}
        </Box>
      ),
    },
    { key: 'permalink', header: t('platform.permalink'), cell: (a) => a.permalink },
    { key: 'members', header: t('platform.members'), align: 'right', cell: (a) => a.members },
    { key: 'admins', header: t('platform.admins'), cell: admins },
    { key: 'active', header: t('platform.active'), align: 'right', cell: activeSwitch },
  ];

  return (
    <>
      <DataTable
        label={t('platform.title')}
        table={table}
        columns={columns}
        sorts={[{ value: 'name', label: t('platform.name') }]}
        page={activities.data}
        stale={activities.isPlaceholderData}
        rowKey={(a) => a.id}
        empty={t('platform.empty')}
        toolbar={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            {t('platform.add')}
          </Button>
        }
        item={(a) => (
          <>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Swatch color={a.color} />
                  {a.name}
                </Box>
              }
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    /{a.permalink} · {t('platform.memberCount', { count: a.members })}
                  </Box>
                  {admins(a)}
                </>
              }
            />
            {activeSwitch(a)}
          </>
        )}
      />
      {creating && <OnboardingDialog onClose={() => setCreating(false)} />}
      {confirmDialog}
    </>
  );
}
