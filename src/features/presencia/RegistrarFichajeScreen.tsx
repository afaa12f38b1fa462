/**
 * Fichar la entrada o la salida (/presencia/registrar-entrada-salida/{tipo}). Al abrir pide la posición al
 * navegador (10 s como mucho): si llega, la enseña; si no, dice por qué ('Permiso denegado', 'Posición no
 * disponible', 'Tiempo agotado') y se puede fichar igual, sin ella. Una segunda entrada sin salida (o una
 * salida sin entrada) se rechaza antes de encolar con el mensaje de la regla compartida (`errorRegistro`),
 * y el mutador, que se aplica primero en el dispositivo, la rechaza también. Funciona sin conexión: la hora
 * es la del dispositivo y el servidor anota la suya al recibirlo. Al guardar, a la lista con 'Entrada
 * registrada a las hh:mm'. Un {tipo} que no es entrada ni salida es un aviso, no un fallo.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { errorRegistro, horaJornada, MENSAJES_PRESENCIA } from '../../../replication/presencia';
import { useEnLinea } from '../../app/useEnLinea';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { useFichajesEmpleado } from './consultas';
import { paramsPosicion, pedirPosicion, type ResultadoPosicion } from './posicion';
import { esTipoFichaje, nombreTipo, textoCoordenadas, type TipoFichaje } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';
import './presencia.css';

export function RegistrarFichajeScreen({ tipo }: { tipo: string }) {
  if (!esTipoFichaje(tipo)) {
    return (
      <div className="pantalla">
        <h1>{T.fichar}</h1>
        <p role="alert" className="alerta alerta-error">
          {T.tipoNoValido(tipo)}
        </p>
        <nav className="botonera" aria-label={T.acciones}>
          <Link to="/presencia/registrar-entrada-salida/$tipo" params={{ tipo: 'entrada' }} className="boton">
            {T.ficharEntrada}
          </Link>
          <Link to="/presencia/registrar-entrada-salida/$tipo" params={{ tipo: 'salida' }} className="boton">
            {T.ficharSalida}
          </Link>
          <Link to="/presencia/">{T.volverLista}</Link>
        </nav>
      </div>
    );
  }
  return <RegistrarFichaje tipo={tipo} />;
}

type EstadoPosicion = { fase: 'buscando' } | { fase: 'lista'; resultado: ResultadoPosicion };

function RegistrarFichaje({ tipo }: { tipo: TipoFichaje }) {
  const { sesion } = useVigia();
  const { idempleado } = sesion.usuario;
  return (
    <div className="pantalla presencia-registrar">
      <h1>{T.registrarTitulo(nombreTipo(tipo))}</h1>
      {idempleado ? (
        <Fichar tipo={tipo} idempleado={idempleado} />
      ) : (
        <p className="aviso" role="note">
          {MENSAJES_PRESENCIA.sinEmpleado}
        </p>
      )}
      <p>
        <Link to="/presencia/">{T.volverLista}</Link>
      </p>
    </div>
  );
}

function Fichar({ tipo, idempleado }: { tipo: TipoFichaje; idempleado: string }) {
  const { db, motor } = useVigia();
  const navegar = useNavigate();
  const enLinea = useEnLinea();
  const id = useId();
  const fichajes = useFichajesEmpleado(idempleado);
  const [posicion, setPosicion] = useState<EstadoPosicion>({ fase: 'buscando' });
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vigente = true;
    void pedirPosicion().then((resultado) => {
      if (vigente) setPosicion({ fase: 'lista', resultado });
    });
    return () => {
      vigente = false;
    };
  }, [intento]);

  const error = fichajes === undefined ? null : errorRegistro(fichajes, tipo);
  const otro: TipoFichaje = tipo === 'entrada' ? 'salida' : 'entrada';

  const fichar = useAccion<ResultadoPosicion, string>({
    ejecutar: async (resultado) => {
      // La regla otra vez con lo que hay ahora (otra pestaña pudo fichar); el mutador la vuelve a aplicar.
      const ahora = await db.presencia.find({ selector: { idempleado: { $eq: idempleado } } }).exec();
      const rechazo = errorRegistro(ahora, tipo);
      if (rechazo) throw new Error(rechazo);
      const idpresencia = crypto.randomUUID();
      await motor.mutate('presencia.registrarSync', { idpresencia, tipo, ...paramsPosicion(resultado) });
      const hecho = await db.presencia.findOne(idpresencia).exec();
      return horaJornada(hecho?.hora ?? new Date().toISOString());
    },
    exito: (hora) => (tipo === 'entrada' ? T.entradaRegistrada(hora) : T.salidaRegistrada(hora)),
    alTerminar: () => navegar({ to: '/presencia/' }),
  });

  return (
    <>
      <section className="tarjeta" aria-labelledby={`${id}-posicion`}>
        <h2 id={`${id}-posicion`}>{T.mapa}</h2>
        {posicion.fase === 'buscando' ? (
          <p role="status" aria-busy="true">
            {T.buscandoPosicion}
          </p>
        ) : posicion.resultado.ok ? (
          <p role="status" data-testid="posicion-fichaje">
            {T.posicionObtenida(textoCoordenadas(posicion.resultado.posicion.lat, posicion.resultado.posicion.lng, posicion.resultado.posicion.precision))}
          </p>
        ) : (
          <div className="aviso" role="status" data-testid="posicion-fichaje">
            <p>
              {T.sinPosicionAviso} ({posicion.resultado.motivo.toLowerCase()}).
            </p>
            <button
              type="button"
              className="boton"
              onClick={() => {
                setPosicion({ fase: 'buscando' });
                setIntento((n) => n + 1);
              }}
            >
              {T.reintentarPosicion}
            </button>
          </div>
        )}
      </section>
      {error && (
        <div role="alert" className="alerta alerta-error" data-testid="rechazo-fichaje">
          <p>{error}</p>
          <p>
            <Link to="/presencia/registrar-entrada-salida/$tipo" params={{ tipo: otro }}>
              {T.irAlOtro(nombreTipo(otro))}
            </Link>
          </p>
        </div>
      )}
      <p className="nota">
        {T.horaAhora} {enLinea ? null : T.sinConexion}
      </p>
      <div className="botonera">
        {posicion.fase === 'lista' ? (
          <button className="boton boton-primario boton-fichar" {...fichar.boton(posicion.resultado, fichajes === undefined || error !== null)}>
            {tipo === 'entrada' ? T.ficharEntrada : T.ficharSalida}
          </button>
        ) : (
          <button type="button" className="boton boton-primario boton-fichar" disabled aria-busy="true">
            {tipo === 'entrada' ? T.ficharEntrada : T.ficharSalida}
          </button>
        )}
      </div>
      {fichar.aviso}
    </>
  );
}
