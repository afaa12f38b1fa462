/**
 * 'Listo para trabajar sin conexión' al día para toda la app (issue 30): VigilantePreparacion, en el marco
 * con sesión, vuelve a evaluar (recoger.ts) cuando cambia lo que importa (descarga, cola, service worker:
 * una versión nueva instalándose la baja hasta que queda guardada) y cada poco, y lo publica en un almacén
 * que leen el indicador de la cabecera, el aviso sin conexión y /sincronizacion. Con red, además, informa
 * al servidor (sync.preparacion, informe.ts: al cambiar el veredicto y como mucho una vez por minuto si
 * no) para que el supervisor lo vea en el planificador; sin red o si falla, se reintenta en la siguiente
 * evaluación, sin esperar ni avisar a nadie.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { crearClienteRpc, leerSesion } from '../../replication/cliente';
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import { claveInforme, informeDe, tocaInformar, type UltimoInforme } from '../features/sincronizacion/preparacion/informe';
import { recogerPreparacion } from '../features/sincronizacion/preparacion/recoger';
import type { Preparacion } from '../features/sincronizacion/preparacion/modelo';
import { useDatoSync } from './useEstadoSync';
import { useVigia } from './VigiaProvider';

/** Cada cuánto se vuelve a mirar aunque nada avise (la antigüedad de los datos, la cuota, la sesión). */
const CADA_MS = 15_000;

let actual: Preparacion | null = null;
const oyentes = new Set<() => void>();
const publicar = (p: Preparacion | null): void => {
  actual = p;
  for (const o of oyentes) o();
};

const pedidos = new Set<() => void>();
/** Vuelve a evaluar ya (tras una acción: descargar los ficheros, renovar la sesión…). */
export const pedirEvaluacion = (): void => {
  for (const p of pedidos) p();
};

/** La preparación del dispositivo (null mientras se evalúa la primera vez). */
export const usePreparacion = (): Preparacion | null =>
  useSyncExternalStore(
    (o) => {
      oyentes.add(o);
      return () => oyentes.delete(o);
    },
    () => actual,
  );

/** Un aviso cada vez que el service worker cambia (instalando, instalado, activo, controla la página). */
const useCambiosServiceWorker = (): number => {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const avisar = () => setN((x) => x + 1);
    const sw = navigator.serviceWorker;
    let registro: ServiceWorkerRegistration | undefined;
    const seguir = (w: ServiceWorker | null) => w?.addEventListener('statechange', avisar);
    const alEncontrar = () => {
      seguir(registro?.installing ?? null);
      avisar();
    };
    sw.addEventListener('controllerchange', avisar);
    void sw.getRegistration().then((r) => {
      registro = r;
      r?.addEventListener('updatefound', alEncontrar);
      seguir(r?.installing ?? null);
      seguir(r?.waiting ?? null);
      avisar();
    });
    // El registro puede llegar después (se registra al abrir la app): ready avisa cuando hay uno activo.
    void sw.ready.then(avisar);
    return () => {
      sw.removeEventListener('controllerchange', avisar);
      registro?.removeEventListener('updatefound', alEncontrar);
    };
  }, []);
  return n;
};

export function VigilantePreparacion() {
  const { db, sesion, motor } = useVigia();
  const ultimoPull = useDatoSync((e) => e.ultimoPull);
  const descargando = useDatoSync((e) => e.progresoDescarga !== null);
  const fallidos = useDatoSync((e) => e.fallidos);
  const errorCola = useDatoSync((e) => e.errorCola);
  const online = useDatoSync((e) => e.online);
  const cambiosSw = useCambiosServiceWorker();
  const [tic, setTic] = useState(0);
  const token = sesion.token;
  // El token guardado más reciente (se renueva solo); el de la sesión abierta si no hay otro.
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => leerSesion()?.token ?? token, timeoutMs: 15_000 }), [token]);
  const informe = useRef<{ ultimo: UltimoInforme | null; enCurso: boolean }>({ ultimo: null, enCurso: false });

  useEffect(() => {
    const otra = () => setTic((x) => x + 1);
    const t = window.setInterval(otra, CADA_MS);
    pedidos.add(otra);
    return () => {
      window.clearInterval(t);
      pedidos.delete(otra);
    };
  }, []);

  useEffect(() => {
    let vivo = true;
    recogerPreparacion(db, sesion.usuario, motor.estado).then(
      (p) => {
        if (!vivo) return;
        publicar(p);
        const i = informe.current;
        const params = informeDe(p, __APP_VERSION__);
        const clave = claveInforme(params);
        if (!online || !navigator.onLine || i.enCurso || !tocaInformar(clave, i.ultimo, Date.now())) return;
        i.enCurso = true;
        rpc.leer(METODOS_EN_LINEA.preparacion, params).then(
          () => {
            i.ultimo = { clave, cuando: Date.now() };
          },
          // Sin red, servidor caído o anterior a sync.preparacion: se vuelve a intentar en la próxima evaluación.
          () => undefined,
        ).finally(() => {
          i.enCurso = false;
        });
      },
      (e: unknown) => console.error('[preparación] no se pudo evaluar', e),
    );
    return () => {
      vivo = false;
    };
  }, [db, sesion, motor, rpc, ultimoPull, descargando, fallidos, errorCola, online, cambiosSw, tic]);

  useEffect(() => () => publicar(null), []);
  return null;
}
