/** Toggle buttons that read clearly on any background: dark text, a tinted and bold selected state. */
export const toggleSx = {
  minHeight: 44,
  fontSize: 15,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&.Mui-selected': { bgcolor: '#E7F1FC', color: '#0A3D73', fontWeight: 700 },
  '&.Mui-selected:hover': { bgcolor: '#D6E8FB' },
} as const;
