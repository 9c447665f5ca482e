import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import NumbersIcon from '@mui/icons-material/Numbers';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { Brand } from '../../components/brand';
import { Iso17043Badge, Iso9001Badge } from '../../components/certification-badges';
import { usePlatformConfig } from './platform-config';

function Row({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <ListItem disableGutters data-testid={testId}>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={children} secondary={label} />
    </ListItem>
  );
}

/**
 * About/contact (spec 1 §2 common dialogs): web link, address, company registration number, mail,
 * two phone numbers, two certification marks and a footer with version, build and hash.
 */
export function AboutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { LL } = useI18n();
  const { about, version, build, hash } = usePlatformConfig();
  const webHref = about.web && !/^https?:\/\//i.test(about.web) ? `https://${about.web}` : about.web;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="about-dialog">
      <DialogTitle>{LL.about.title()}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Brand size={30} />
          <Typography variant="body2" color="text.secondary">
            {LL.about.provider()}
          </Typography>
        </Stack>
        <List dense>
          {about.web && (
            <Row icon={<LanguageIcon color="primary" />} label={LL.about.web()} testId="about-web">
              <Link href={webHref} target="_blank" rel="noopener noreferrer">
                {about.web}
              </Link>
            </Row>
          )}
          {about.address && (
            <Row icon={<PlaceOutlinedIcon color="primary" />} label={LL.about.address()} testId="about-address">
              {about.address}
            </Row>
          )}
          {about.companyRegistrationNumber && (
            <Row icon={<NumbersIcon color="primary" />} label={LL.about.companyRegistrationNumber()} testId="about-company-registration-number">
              {about.companyRegistrationNumber}
            </Row>
          )}
          {about.mail && (
            <Row icon={<EmailOutlinedIcon color="primary" />} label={LL.about.mail()} testId="about-mail">
              <Link href={`mailto:${about.mail}`}>{about.mail}</Link>
            </Row>
          )}
          {about.phones.slice(0, 2).map((phone, index) => (
            <Row key={phone} icon={<PhoneOutlinedIcon color="primary" />} label={LL.about.phone()} testId={`about-phone-${index + 1}`}>
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
            </Row>
          ))}
        </List>
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {LL.about.certifications()}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1 }}>
            <Iso17043Badge title={LL.about.iso17043()} size={72} />
            <Typography variant="body2">{LL.about.iso17043()}</Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1 }}>
            <Iso9001Badge title={LL.about.iso9001()} size={72} />
            <Typography variant="body2">{LL.about.iso9001()}</Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" data-testid="about-version">
            {LL.about.version({ version, build: String(build), hash })}
          </Typography>
        </Box>
        <Button onClick={onClose} data-testid="about-close">
          {LL.actions.close()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
