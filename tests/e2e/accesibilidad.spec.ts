/**
 * Accesibilidad con axe-core en Chromium: entrada, menú principal, lista de partes, detalle de un parte
 * (con su formulario) y las pantallas de Configuración, también con el ancho de un móvil (360 px). No
 * puede haber infracciones graves ni críticas.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PaginaAdminBd, PaginaCambiarContrasena, PaginaConfiguracion, PaginaCuenta } from './paginas/configuracion';
import { PaginaLogin, PaginaMenu } from './paginas/login';
import { PaginaPartesAsignados } from './paginas/partes';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'accesibilidad', bd: 'pglite' });

interface Infraccion {
  id: string;
  impacto: string | null;
  ayuda: string;
  nodos: string[];
}

const infraccionesGraves = async (pagina: Page): Promise<Infraccion[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impacto: v.impact ?? null, ayuda: v.help, nodos: v.nodes.map((n) => n.target.join(' ')) }));
};

for (const ancho of [1280, 360] as const) {
  test(`sin infracciones graves ni críticas (${ancho} px)`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, viewport: { width: ancho, height: 800 } });
    await activarDepuracion(contexto);
    const pagina = await contexto.newPage();

    const login = new PaginaLogin(pagina);
    await login.abrir();
    expect(await infraccionesGraves(pagina), 'entrada').toEqual([]);

    await login.iniciarSesion('tecnico');
    await esperarVigia(pagina);
    expect(await infraccionesGraves(pagina), 'menú principal').toEqual([]);

    let numeros: string[] = [];
    await expect
      .poll(async () => {
        numeros = (await partesLocales(pagina)).filter((p) => p.estado === 1).map((p) => p.numero);
        return numeros.length;
      }, { timeout: 180_000 })
      .toBeGreaterThan(0);
    const lista = new PaginaPartesAsignados(pagina);
    await lista.abrir();
    const numero = await lista.primerVisible(numeros);
    expect(await infraccionesGraves(pagina), 'partes asignados').toEqual([]);
    const parte = await lista.abrirParte(numero);
    await expect(parte.observaciones).toBeVisible();
    expect(await infraccionesGraves(pagina), 'parte').toEqual([]);

    const pantallas: [string, () => Promise<void>][] = [
      ['configuración', () => new PaginaConfiguracion(pagina).abrir()],
      ['mi cuenta', async () => {
        await pagina.goto('/app/configuracion/cuenta');
        await expect(new PaginaCuenta(pagina).titulo).toBeVisible();
      }],
      ['cambiar contraseña', () => new PaginaCambiarContrasena(pagina).abrir()],
      ['base de datos', async () => {
        const bd = new PaginaAdminBd(pagina);
        await bd.abrir();
        await expect(bd.recuento('partetrabajo')).toBeVisible();
      }],
    ];
    for (const [nombre, abrir] of pantallas) {
      await abrir();
      expect(await infraccionesGraves(pagina), nombre).toEqual([]);
    }
    await new PaginaMenu(pagina).abrir();
    await contexto.close();
  });
}
