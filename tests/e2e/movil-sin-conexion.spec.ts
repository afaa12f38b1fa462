/**
 * El día de cada rol en un móvil (360 × 740) y sin conexión (issue 32): entra con red, espera a que la
 * cabecera diga 'Listo sin conexión' (lo que mira quien va a quedarse sin cobertura), se queda sin red y
 * recorre desde el menú cada pantalla de sus apps, como lo haría con el dedo, y en las listas la ficha de la
 * primera fila. En cada una:
 * - sale su título (h1) y no dice que no está guardada en el dispositivo ni que ha fallado al pintarse;
 * - cabe a lo ancho: la página no se desplaza en horizontal (lo ancho, como una tabla, se desplaza dentro
 *   de su caja) y ningún control queda fuera de la pantalla;
 * - la cabecera sigue diciendo 'Desconectado'.
 * Los roles son los de la demo, uno por prueba (cada una con su contexto).
 */
import { expect, test, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarListoSinConexion } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'movil-sin-conexion', bd: 'pglite' });

const MOVIL = { width: 360, height: 740 };

/** Lo que en una pantalla de 360 px se sale por la derecha: la página entera y los controles visibles. */
const desbordes = (pagina: Page): Promise<string[]> =>
  pagina.evaluate((ancho) => {
    const fuera: string[] = [];
    const raiz = document.documentElement;
    if (raiz.scrollWidth > ancho + 1) fuera.push(`la página mide ${raiz.scrollWidth} px de ancho`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, input, select, textarea, h1, [role="button"]')) {
      // Dentro de una caja que se desplaza (una tabla ancha) puede quedar fuera de la vista: se llega desplazando.
      let desplazable = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') desplazable = true;
      }
      const r = el.getBoundingClientRect();
      if (desplazable || r.width === 0 || r.height === 0) continue;
      if (r.right > ancho + 1) fuera.push(`${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}» acaba en ${Math.round(r.right)} px`);
    }
    return fuera;
  }, MOVIL.width);

const ROLES = ['tecnico', 'vigilante', 'custodia', 'almacen', 'presencia', 'comercial', 'admin'] as const;

for (const login of ROLES) {
  test(`${login}: con el móvil y sin conexión, cada pantalla de su menú sale entera y cabe a lo ancho`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, viewport: MOVIL, hasTouch: true, isMobile: true });
    try {
      await activarDepuracion(contexto);
      const pagina = await contexto.newPage();
      await new PaginaLogin(pagina).iniciarSesion(login);
      await esperarListoSinConexion(pagina);
      await contexto.setOffline(true);
      await expect(pagina.locator('.indicador-sync')).toContainText('Desconectado');

      // Las entradas del menú (sin repetir destino: Sincronización está en cada app).
      const enlaces = pagina.locator('.menu-app a.menu-enlace');
      await expect(enlaces.first()).toBeVisible();
      const destinos = [...new Set(await enlaces.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))].filter((h) => h !== '');
      expect(destinos.length, 'el menú tiene pantallas').toBeGreaterThan(1);

      const problemas: string[] = [];
      const vistas: string[] = [];
      for (const destino of destinos) {
        await pagina.locator(`.menu-app a.menu-enlace[href="${destino}"]`).first().tap();
        await expect(enlaces, `${destino}: se sale del menú`).toHaveCount(0);
        const titulo = pagina.getByRole('heading', { level: 1 }).first();
        await expect(titulo, `${destino}: la pantalla enseña su título`).toBeVisible({ timeout: 20_000 });
        await expect(pagina.locator('.cargando'), `${destino}: deja de cargar`).toHaveCount(0, { timeout: 20_000 });
        const texto = await pagina.locator('#contenido').innerText();
        if (/aún no está guardada/i.test(texto)) problemas.push(`${destino}: «${texto.slice(0, 120)}»`);
        if (/No se ha podido (abrir|cargar)/i.test(texto)) problemas.push(`${destino}: ${texto.slice(0, 160)}`);
        const nombre = (await titulo.textContent()) ?? '';
        vistas.push(nombre);
        for (const d of await desbordes(pagina)) problemas.push(`${destino} (${nombre}): ${d}`);
        await expect(pagina.locator('.indicador-sync'), `${destino}: la cabecera sigue sin conexión`).toContainText('Desconectado');
        // La ficha de la primera fila, si la lista tiene: también sale entera y cabe.
        const fila = pagina.locator('tbody tr a[href]').first();
        if ((await fila.count()) > 0) {
          const enlaceFila = (await fila.getAttribute('href')) ?? '';
          await fila.tap();
          await expect(pagina, `${enlaceFila}: se abre la ficha`).toHaveURL((u) => u.pathname === enlaceFila.split('?')[0]);
          const ficha = pagina.getByRole('heading', { level: 1 }).first();
          await expect(ficha, `${enlaceFila}: la ficha enseña su título`).toBeVisible({ timeout: 20_000 });
          await expect(pagina.locator('.cargando'), `${enlaceFila}: deja de cargar`).toHaveCount(0, { timeout: 20_000 });
          const textoFicha = await pagina.locator('#contenido').innerText();
          if (/aún no está guardada|No se ha podido (abrir|cargar)|no está en este dispositivo/i.test(textoFicha)) problemas.push(`${enlaceFila}: «${textoFicha.slice(0, 160)}»`);
          const nombreFicha = (await ficha.textContent()) ?? '';
          vistas.push(nombreFicha);
          for (const d of await desbordes(pagina)) problemas.push(`${enlaceFila} (${nombreFicha}): ${d}`);
        }
        await pagina.locator('.cabecera').getByRole('link', { name: 'Menú' }).tap();
        await expect(enlaces.first()).toBeVisible();
      }
      test.info().annotations.push({ type: 'pantallas', description: `${vistas.length}: ${vistas.join(' · ')}` });
      expect(problemas, `pantallas de ${login} a 360 px sin conexión`).toEqual([]);
    } finally {
      await contexto.close();
    }
  });
}
