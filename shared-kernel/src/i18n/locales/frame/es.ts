// Spanish texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameEs = {
  blogs: {
    title: 'Blogs y noticias',
    empty: 'Aún no hay artículos. Vuelve pronto.',
    readMore: 'Leer más',
    allArticles: 'Todos los artículos',
    notFound: 'Este artículo no está disponible.',
    published: 'Publicado el {{date}}',
  },
  email: {
    title: 'Correo electrónico',
    verified: 'Correo verificado: {{email}}',
    none: 'Todavía no has añadido un correo electrónico.',
    pending: 'Enviamos un enlace de verificación a {{email}}. Ábrelo para confirmar tu dirección.',
    label: 'Correo',
    send: 'Enviar enlace de verificación',
    invalid: 'Introduce un correo electrónico válido.',
    loginFirst: 'Inicia sesión para añadir un correo electrónico.',
  },
  headerNav: {
    more: 'Más',
  },
  translator: {
    notLoaded: 'El traductor aún no se ha cargado',
  },
};
