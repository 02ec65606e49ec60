// Base64 of a text's UTF-8 bytes. btoa alone accepts only Latin-1, so a user name such as
// 'jürgen' or '管理员' would throw; the cluster decodes Basic credentials as UTF-8.

export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
