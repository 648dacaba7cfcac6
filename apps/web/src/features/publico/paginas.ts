// Las páginas informativas del sitio público viajan juntas: son pequeñas y se visitan en la misma sesión.
export { PaginaInicio } from './pagina-inicio';
export { PaginaNoEncontrada } from './pagina-no-encontrada';
export { PaginaPlanes } from './pagina-planes';
export { PaginaPrivacidad } from './pagina-privacidad';
export { PaginaSobre } from './pagina-sobre';
