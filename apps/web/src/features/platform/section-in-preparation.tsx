import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '../../app/i18n';

/** The empty state of a lab page section whose area is not built yet. */
export function SectionInPreparation({ section }: { section: string }) {
  const { LL } = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 } }} data-testid="section-in-preparation">
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h3" component="h2">
          {LL.platform.sectionInPreparation.title()}
        </Typography>
        <Typography color="text.secondary">{LL.platform.sectionInPreparation.message({ section })}</Typography>
      </Stack>
    </Paper>
  );
}
