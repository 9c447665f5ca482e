import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
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
import { formatDate } from '@eqa/i18n';
import { useI18n } from '../../app/i18n';
import { Brand } from '../../components/brand';
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
 * About/contact (spec 1 §2 common dialogs): the provider as its organisation settings name it
 * (issue 33) — name, web link, address, company registration number, mail, phone, accreditations —
 * each only when set (nothing is claimed by default), and a footer with version, build and hash.
 */
export function AboutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { LL, locale } = useI18n();
  const { about, version, build, hash } = usePlatformConfig();
  const webHref = about.web && !/^https?:\/\//i.test(about.web) ? `https://${about.web}` : (about.web ?? undefined);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="about-dialog">
      <DialogTitle>{LL.about.title()}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Brand size={30} />
          {about.name && (
            <Typography variant="body2" color="text.secondary" data-testid="about-name">
              {about.name}
            </Typography>
          )}
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
        {about.accreditations.length > 0 && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle2" component="h3">
              {LL.about.certifications()}
            </Typography>
            <List dense>
              {about.accreditations.map((accreditation, index) => (
                <ListItem key={`${accreditation.body}-${accreditation.number}`} disableGutters data-testid={`about-accreditation-${index + 1}`}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <VerifiedOutlinedIcon color="primary" />
                  </ListItemIcon>
                  <ListItemText
                    primary={accreditation.scope}
                    secondary={[LL.about.accreditation({ body: accreditation.body, number: accreditation.number }), accreditation.validUntil ? LL.about.validUntil({ date: formatDate(accreditation.validUntil, locale, { timeZone: 'UTC' }) }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
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
